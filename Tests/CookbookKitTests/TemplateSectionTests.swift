import CookbookSupport
import Testing
@testable import CookbookKit

/// Template keys are checked per section against the view models' generated key table
/// (`ViewModelKeys`): a key that exists on some page but not where it is used is an error.
@Suite struct TemplateSectionTests {
    func check(_ templates: [String: String]) -> [String] {
        var files: [String: String] = [:]
        for (name, text) in templates { files["/site/templates/\(name).mustache"] = text }
        let theme = Theme.load(root: "/site", displayPrefix: "", fileSystem: .memory(files))
        guard let loaded = theme.value else { return ["no theme"] }
        return TemplateChecker.check(loaded).map { "\($0.location.path):\($0.location.line):\($0.location.column) \($0.code): \($0.message)" }
    }

    @Test func builtInTemplatesPassThePerSectionCheck() {
        #expect(check([:]) == [])
    }

    @Test func aKeyOfAnotherModelUnderADottedNameIsAnError() {
        #expect(
            check(["list": "<h1>{{page.title}}</h1>\n<p>{{page.url}}</p>\n"])
                == ["templates/list.mustache:2:4 unknown-template-key: the template uses 'page', which has no 'url'"])
        let recipe = "{{<layout}}{{$main}}{{#recipe}}\n<a href=\"{{recipe.url}}\">{{title}}</a>{{/recipe}}{{/main}}{{/layout}}\n"
        #expect(
            check(["recipe": recipe])
                == ["templates/recipe.mustache:2:10 unknown-template-key: the template uses 'recipe', which has no 'url'"])
    }

    @Test func aKeyOutsideTheSectionThatProvidesItIsAnError() {
        // `url` is a key of a category (LinkView), not of the recipe.
        let recipe = "{{<layout}}{{$main}}{{#recipe}}\n{{#category}}<a href=\"{{url}}\">{{name}}</a>{{/category}}\n<a href=\"{{url}}\">x</a>\n{{/recipe}}{{/main}}{{/layout}}\n"
        #expect(
            check(["recipe": recipe])
                == ["templates/recipe.mustache:3:10 unknown-template-key: the template uses 'url' where no section provides it"])
    }

    @Test func aPartialIsCheckedWhereItIsIncluded() {
        // The built-in card partial uses `totalTime`, which a category card does not have.
        let index = "{{<layout}}{{$main}}{{#categories}}{{> card}}{{/categories}}{{/main}}{{/layout}}\n"
        #expect(
            check(["index": index]) == [
                "built-in theme: card.mustache:5:41 unknown-template-key: the template uses 'title' where no section provides it",
                "built-in theme: card.mustache:7:61 unknown-template-key: the template uses 'slug' where no section provides it",
                "built-in theme: card.mustache:9:5 unknown-template-key: the template uses 'totalTime' where no section provides it",
                "built-in theme: card.mustache:10:5 unknown-template-key: the template uses 'difficulty' where no section provides it",
                "built-in theme: card.mustache:11:5 unknown-template-key: the template uses 'cuisine' where no section provides it",
                "built-in theme: card.mustache:12:5 unknown-template-key: the template uses 'author' where no section provides it",
            ])
    }

    @Test func stringsAndOuterContextsResolve() {
        // An outer context's key inside a section, `.` in a list of strings, a string table
        // key, and a transform: all fine. An unknown string key under `page.t` is an error.
        let recipe = """
            {{<layout}}{{$main}}{{#recipe}}{{#category}}{{title}} {{page.t.diets}}{{/category}}
            {{^empty(diets)}}{{#diets}}{{.}}{{/diets}}{{/empty(diets)}}{{/recipe}}{{/main}}{{/layout}}

            """
        #expect(check(["recipe": recipe]) == [])
        #expect(
            check(["list": "{{page.t.no_such_string}}\n"])
                == ["templates/list.mustache:1:1 unknown-template-key: the template uses 'no_such_string', which no page provides"])
    }
}
