import Testing
@testable import CookbookKit

/// The one reading of a template's tags (`TemplateChecker.rawTags`) that both checks use:
/// the flat names and partials (`scan`) and the tags per section (`tags`).
@Suite struct TemplateScanTests {
    static let template = "<p>{{x}}</p>\n  {{#recipe.title}}{{> card}}{{! note }}{{{ raw }}}\n{{^empty(notes)}}{{/empty(notes)}} {{<layout}}\n"

    @Test func rawTagsGiveEachTagsBodyAndWhereItStarts() {
        let tags = TemplateChecker.rawTags(in: Self.template).map { "\($0.line):\($0.column) \($0.body)" }
        #expect(tags == ["1:4 x", "2:3 #recipe.title", "2:20 > card", "2:30 ! note", "2:41 { raw", "3:1 ^empty(notes)", "3:18 /empty(notes)", "3:36 <layout"])
    }

    @Test func scanFindsNamesAndPartialsWithTheirPositions() {
        let scanned = TemplateChecker.scan(Self.template)
        #expect(scanned.names.map { "\($0.line):\($0.column) \($0.name)" } == ["1:4 x", "2:3 recipe", "2:3 title", "2:41 raw", "3:1 notes"])
        #expect(scanned.partials.map { "\($0.line):\($0.column) \($0.name)" } == ["2:20 card", "3:36 layout"])
    }

    @Test func tagsKeepSigilsAndStopAtADelimiterChange() {
        let tags = TemplateChecker.tags(in: Self.template)?.map { "\($0.line):\($0.column) \($0.sigil.map(String.init) ?? "")\($0.name)" }
        #expect(tags == ["1:4 x", "2:3 #recipe.title", "2:20 >card", "2:41 raw", "3:1 ^empty(notes)", "3:18 /empty(notes)", "3:36 <layout"])
        #expect(TemplateChecker.tags(in: "{{a}}{{=<% %>=}}<%b%>") == nil)
    }
}
