import Testing
@testable import CookbookKit

/// `Paths.normalize` gives a path that is normal already back as it is (the site writer
/// checks every file's path); the shortcut must answer as the general rule does.
@Suite struct PathsTests {
    @Test func normalPathsAreTheirOwnResult() {
        let parts = ["a", ".", "..", "...", "", "b.html", ".hidden", "..x", "x..", "é"]
        var paths: [String] = [""]
        for first in parts {
            paths.append(first)
            for second in parts {
                paths.append(first + "/" + second)
                for third in parts { paths.append(first + "/" + second + "/" + third) }
            }
        }
        paths += paths.map { "/" + $0 } + paths.map { $0 + "/" }
        var normal = 0
        for path in paths {
            #expect(Paths.normalize(path) == Paths.normalizedByParts(path), "\(path.debugDescription)")
            if Paths.isNormal(path) {
                normal += 1
                #expect(Paths.normalizedByParts(path) == path, "\(path.debugDescription)")
            }
        }
        #expect(normal > 100)
        #expect(Paths.normalize("recipes/plov.html") == "recipes/plov.html")
        #expect(Paths.normalize("a/./b/../c") == "a/c")
        #expect(Paths.normalize("../a") == nil)
    }
}
