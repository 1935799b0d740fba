// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cookbook",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "cookbook", targets: ["cookbook"]),
        .library(name: "CookbookKit", targets: ["CookbookKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .systemLibrary(
            name: "CVips",
            pkgConfig: "vips",
            providers: [.apt(["libvips-dev"]), .brew(["vips"])]
        ),
        // libvips' API is mostly C varargs, which Swift cannot call: a small C face.
        .target(name: "CVipsShim", dependencies: ["CVips"]),
        .target(
            name: "CookbookKit",
            dependencies: [
                "CYaml",
                "CCmark",
                "CVipsShim",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .executableTarget(
            name: "cookbook",
            dependencies: [
                "CookbookKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "CookbookKitTests",
            dependencies: ["CookbookKit"],
            exclude: ["Fixtures", "Golden"]
        ),
    ]
)
