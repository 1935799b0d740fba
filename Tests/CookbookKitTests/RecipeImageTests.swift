import Testing
@testable import CookbookKit
@testable import CookbookSupport

/// Image paths: relative to the file that names them, never outside content/, never remote.
@Suite struct RecipeImageTests {
    static let files: Set<String> = ["images/plov.jpg", "images/plov-2.png", "recipes/soups/borsch.webp", "images/link.jpg"]

    func decode(_ field: String, path: String = Fixture.recipePath) -> Fixture.Decoded {
        Fixture.decode(
            Fixture.recipe("title: Plov\ningredients: [rice]\n" + field), path: path,
            contentFiles: Self.files, escapingFiles: ["images/link.jpg"])
    }

    func images(_ field: String, path: String = Fixture.recipePath, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [ImageRef] {
        let result = decode(field, path: path)
        #expect(result.diagnostics.map(\.formatted) == [], sourceLocation: sourceLocation)
        return result.recipe?.images ?? []
    }

    @Test func pathIsRelativeToTheRecipeFile() {
        #expect(images("image: ../images/plov.jpg") == [ImageRef(path: "images/plov.jpg", alt: "Plov")])
        #expect(images("image: borsch.webp", path: "recipes/soups/borsch.md") == [ImageRef(path: "recipes/soups/borsch.webp", alt: "Plov")])
        #expect(images("image: ../../images/plov.jpg", path: "recipes/soups/borsch.md").map(\.path) == ["images/plov.jpg"])
    }

    @Test func leadingSlashIsRelativeToContent() {
        #expect(images("image: /images/plov-2.png").map(\.path) == ["images/plov-2.png"])
    }

    @Test func mappingGivesAltTextAndImagesListAddsMore() {
        let refs = images("image:\n  src: ../images/plov.jpg\n  alt: A pot\nimages:\n  - /images/plov-2.png\n  - {src: /images/plov.jpg, alt: Again}")
        #expect(
            refs == [
                ImageRef(path: "images/plov.jpg", alt: "A pot"), ImageRef(path: "images/plov-2.png", alt: "Plov"),
                ImageRef(path: "images/plov.jpg", alt: "Again"),
            ])
    }

    @Test func missingImageSuggestsASiblingFile() {
        expectDiagnostic(
            decode("image: ../images/plow.jpg").diagnostics, "missing-image", line: 4, column: 8,
            message: "the image '../images/plow.jpg' does not exist (looked for content/images/plow.jpg)",
            hint: "did you mean 'plov.jpg' in the same folder?")
    }

    @Test func missingImageWithoutNearbyNameExplainsRelativePaths() {
        expectDiagnostic(
            decode("image: images/plov.jpg").diagnostics, "missing-image", line: 4, column: 8,
            message: "looked for content/recipes/images/plov.jpg", hint: "paths are relative to the file that names them")
    }

    @Test(arguments: ["https://example.org/plov.jpg", "//cdn.example.org/a.jpg", "data:image/png;base64,AAAA", "javascript:alert(1)"])
    func remoteImagesAreRefused(_ src: String) {
        expectDiagnostic(
            decode("image: \"\(src)\"").diagnostics, "invalid-image", line: 4, column: 8,
            message: "images must be files in content/, not web addresses", hint: "the site must work offline")
    }

    @Test(arguments: ["../../plov.jpg", "/../plov.jpg", "..\\\\images\\\\plov.jpg"])
    func pathsLeavingContentAreRefused(_ src: String) {
        expectDiagnostic(
            decode("image: \"\(src)\"").diagnostics, "image-outside-content", line: 4, column: 8,
            message: "leads outside content/")
    }

    @Test(arguments: ["../images/plov.txt", "../images/plov", "../images/"])
    func nonImageFilesAreRefused(_ src: String) {
        expectDiagnostic(
            decode("image: \(src)").diagnostics, "invalid-image", line: 4, column: 8,
            message: "is not an image file cookbook can use", hint: "avif, gif, heic, heif, jpeg, jpg, png, svg, webp")
    }

    @Test func imageLinkingOutsideContentIsRefused() {
        expectDiagnostic(
            decode("image: ../images/link.jpg").diagnostics, "symlink-outside", line: 4, column: 8,
            message: "is a symbolic link to a place outside content/")
    }

    @Test func imageMappingWithoutSrcIsMissingAField() {
        expectDiagnostic(decode("image:\n  alt: A pot").diagnostics, "missing-field", line: 5, column: 3, message: "'src' is required")
    }

    @Test func imageMappingWithUnknownKeyIsReported() {
        expectDiagnostic(
            decode("image:\n  src: ../images/plov.jpg\n  atl: A pot").diagnostics, "unknown-field", line: 6, column: 3,
            message: "unknown field 'atl' in an image", hint: "did you mean 'alt'?")
    }

    @Test func imageAsAListIsAWrongTypeWithAHint() {
        expectDiagnostic(
            decode("images:\n  - [a.jpg, b.jpg]").diagnostics, "wrong-type", line: 5, column: 5,
            message: "'image' must be a path or a mapping with 'src' and 'alt'", hint: "use 'images:' for several images")
    }

    @Test func everyBadImageInAListIsReported() {
        let result = decode("images:\n  - https://x.org/a.jpg\n  - ../../a.jpg\n  - ../images/a.txt\n  - ../images/none.jpg\n  - ../images/plov.jpg")
        #expect(result.diagnostics.positions == ["5:5 invalid-image", "6:5 image-outside-content", "7:5 invalid-image", "8:5 missing-image"])
        #expect(result.recipe == nil)
    }
}
