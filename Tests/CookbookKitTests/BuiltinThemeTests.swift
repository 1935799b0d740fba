import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookTheme

/// The theme compiled into the binary must be exactly templates/ of the repository.
/// If this fails after editing templates/, run scripts/embed-theme.
@Suite struct BuiltinThemeTests {
    static let templates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("templates").path

    @Test func embeddedThemeMatchesTemplatesFolder() throws {
        let files = FileSystem.local.listFiles(Self.templates)
        #expect(files.sorted() == BuiltinTheme.files.keys.sorted(), "run scripts/embed-theme")
        for file in files {
            let text = try String(contentsOfFile: Self.templates + "/" + file, encoding: .utf8)
            #expect(BuiltinTheme.files[file] == text, "\(file) differs from the embedded copy: run scripts/embed-theme")
        }
    }

    @Test func themeHasEveryRequiredTemplate() {
        for name in Theme.requiredTemplates {
            #expect(BuiltinTheme.files["\(name).mustache"] != nil, "\(name)")
        }
    }

    @Test func builtInTemplatesUseOnlyKnownKeys() {
        let theme = Theme.load(root: "/nonexistent", displayPrefix: "", fileSystem: .memory([String: String]()))
        let loaded = try? #require(theme.value)
        #expect(theme.diagnostics.isEmpty)
        if let loaded {
            #expect(TemplateChecker.check(loaded).map(\.formatted) == [])
        }
    }
}

@Suite struct ThemeInliningTests {
    @Test func interfaceStringsAreInlinedEscapedOrRaw() {
        let texts = ["steps": "Steps & more", "raw": "<b>x</b>", "odd": "a {{b}}"]
        #expect(Theme.inlineStrings("<h2>{{page.t.steps}}</h2>{{{page.t.raw}}}", texts) == "<h2>Steps &amp; more</h2><b>x</b>")
        // Unknown keys, values with "{{", sections and other tags stay for Mustache.
        #expect(
            Theme.inlineStrings("{{page.t.nope}} {{page.t.odd}} {{#page.t.steps}}x{{/page.t.steps}} {{page.title}}", texts)
                == "{{page.t.nope}} {{page.t.odd}} {{#page.t.steps}}x{{/page.t.steps}} {{page.title}}")
        #expect(Theme.inlineStrings("{{=<% %>=}}<%page.t.steps%> {{page.t.steps}}", texts) == "{{=<% %>=}}<%page.t.steps%> {{page.t.steps}}")
    }
}
