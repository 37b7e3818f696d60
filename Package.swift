// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Stagehand",
    products: [
        .executable(name: "stagehand", targets: ["stagehand"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .library(name: "LuaBridge", targets: ["LuaBridge"]),
        .library(name: "ScenarioKit", targets: ["ScenarioKit"]),
        // UIKit's API over the engine: an app's container source compiles against it unchanged.
        .library(name: "StagehandUIKit", targets: ["StagehandUIKit"]),
        // Lua scenarios that drive an app's Swift classes, from a test target.
        .library(name: "StagehandTesting", targets: ["StagehandTesting"]),
        // The linear constraint solver that layout will run on, usable on its own.
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        // Reads an app's Swift source, without building it, for what Stagehand would not call.
        .library(name: "SourceCheck", targets: ["SourceCheck"]),
        // `import os` / `os.log` on Linux: `Logger` and `os_log` writing into the app's trace.
        .library(name: "StagehandOS", targets: ["StagehandOS"]),
        // `import Combine` on Linux: OpenCombine, with Foundation's Combine members on the
        // app's virtual clock.
        .library(name: "StagehandCombine", targets: ["StagehandCombine"]),
        // Compiles an app's Swift files as they are: @objc, #selector, optional requirements.
        .plugin(name: "StagehandRewrite", targets: ["StagehandRewrite"]),
        .executable(name: "stagehand-rewrite", targets: ["stagehand-rewrite"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Property-based tests of the engine: generated operation sequences, shrinking, seeds.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Swift's own parser, for `stagehand check`: an app's source read as the compiler reads it.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // Combine's API on Linux, for StagehandCombine.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // Debian's liblua5.4, found through pkg-config.
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        // Lua's side of the C code: Lua's macros as functions, the error-raising trampoline,
        // the allocator with a memory cap, the instruction-count hook and the sandbox.
        .target(name: "LuaShim", dependencies: ["CLua"]),
        // The other C code, the processes a run forks: workers and children that die with their
        // parent, signals heard on a pipe, and the zygote that forks a child per scenario with
        // its memory arranged for cheap forks.
        .target(name: "ForkServer"),
        .target(name: "LuaBridge", dependencies: ["LuaShim", "CLua"]),
        // Debian's libedit (BSD), through pkg-config: the REPL's line editing.
        .systemLibrary(
            name: "CEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // The REPL's terminal side: libedit, completion callback, Ctrl-C.
        .target(name: "LineEditing", dependencies: ["CEdit", "LuaShim", "CLua"]),
        .target(name: "HeadlessUIKit", dependencies: ["LayoutSolver"]),
        // An incremental Cassowary simplex solver: required and prioritised linear constraints,
        // edit variables. No dependencies; layout passes will run on it.
        .target(name: "LayoutSolver"),
        .target(name: "StagehandUIKit", dependencies: ["HeadlessUIKit"]),
        // `stagehand check`: an app's Swift files parsed with swift-syntax, their UIKit
        // conformances held against what StagehandUIKit declares and the engine calls.
        .target(name: "SourceCheck", dependencies: [
            "LuaBridge", "StagehandRewriter",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // Apple's frameworks an app imports beside UIKit, over the engine. They are not named
        // `os` and `Combine`: packages this one builds test `canImport(os)` (ArgumentParser,
        // swift-syntax) and `canImport(Combine)` (OpenCombine), and would take a module of that
        // name for Apple's. The rewriter maps the imports (rule O1).
        .target(name: "StagehandOS", dependencies: ["StagehandUIKit", "HeadlessUIKit"]),
        .target(name: "StagehandCombine", dependencies: [
            "StagehandUIKit", "HeadlessUIKit", .product(name: "OpenCombine", package: "OpenCombine"),
        ]),
        // The source rewriter (rules O1-O4), its command, and the build-tool plugin that runs it
        // over an app's folders named in a target's `stagehand-sources` file.
        .target(name: "StagehandRewriter", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .executableTarget(name: "stagehand-rewrite", dependencies: ["StagehandRewriter"]),
        .plugin(name: "StagehandRewrite", capability: .buildTool(), dependencies: ["stagehand-rewrite"]),
        .target(name: "StagehandTesting", dependencies: ["StagehandUIKit", "ScenarioKit", "HeadlessUIKit"]),
        // ScenarioKit's files in other languages are embedded in its code, so that the binary
        // needs nothing beside it: the LuaLS definition file (the API reference's one source:
        // editors read the file, `stagehand docs` the copy), the Lua chunks a scenario state
        // loads, and the HTML report's style sheet and script.
        .target(name: "ScenarioKit", dependencies: ["LuaBridge", "LuaShim", "ForkServer", "HeadlessUIKit"],
                resources: [.embedInCode("Reference/stagehand.d.lua"),
                            .embedInCode("LuaLibrary/prelude.lua"),
                            .embedInCode("LuaLibrary/FetchedResultsController.lua"),
                            .embedInCode("Reporting/report.css"),
                            .embedInCode("Reporting/report.js")]),
        // The workloads of `stagehand bench`.
        .target(name: "Benchmarks", dependencies: ["ScenarioKit", "HeadlessUIKit", "LayoutSolver", "LuaBridge", "CLua"]),
        .executableTarget(
            name: "stagehand",
            dependencies: [
                "ScenarioKit",
                "Benchmarks",
                "LineEditing",
                "LuaBridge",
                "SourceCheck",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The libFuzzer target for Lua source through the sandbox (scripts/fuzz-lua); built
        // normally it replays saved inputs.
        .executableTarget(name: "stagehand-fuzz", dependencies: ["ScenarioKit"]),
        .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge"]),
        // The source check's findings, and its table held to StagehandUIKit's protocols and the
        // engine's registry.
        .testTarget(name: "SourceCheckTests", dependencies: [
            "SourceCheck", "HeadlessUIKit",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // The solver's specification tests and its property-based checks against fresh solves.
        .testTarget(name: "LayoutSolverTests", dependencies: [
            "LayoutSolver",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "HeadlessUIKitTests", dependencies: [
            "HeadlessUIKit",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "StagehandUIKitTests", dependencies: ["StagehandUIKit", "StagehandTesting", "HeadlessUIKit"],
                    exclude: ["scenarios", "Fixtures"]),
        // The example package's sources and tests (Examples/SlideMenu), built and run with the
        // rest so that CI checks them without building Stagehand a second time.
        .target(name: "SlideMenu", dependencies: ["StagehandUIKit"], path: "Examples/SlideMenu/Sources/SlideMenu"),
        .testTarget(name: "SlideMenuTests", dependencies: ["SlideMenu", "StagehandTesting", "StagehandUIKit"],
                    path: "Examples/SlideMenu/Tests/SlideMenuTests", exclude: ["scenarios"]),
        // App code using StagehandUIKit as an app does (inherited initialisers, overrides, UIKit's
        // default arguments), compiled in both language modes: the Swift 5 target's files are
        // links to the Swift 6 target's.
        .testTarget(name: "UIKitShapeTests", dependencies: ["StagehandUIKit", "HeadlessUIKit"]),
        .testTarget(name: "UIKitShapeSwift5Tests", dependencies: ["StagehandUIKit", "HeadlessUIKit"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "ScenarioKitTests", dependencies: ["ScenarioKit", "Benchmarks"], exclude: ["BadInputCorpus", "Fixtures"]),
        // The rewriter on fixtures: input text to output text.
        .testTarget(name: "StagehandRewriterTests", dependencies: ["StagehandRewriter"]),
        // An app folder written for iOS (@objc, #selector, optional requirements, os.log,
        // Combine), compiled through the plugin as it is, and its scenarios.
        .target(name: "ObjCDrawer", dependencies: ["StagehandUIKit", "StagehandOS", "StagehandCombine"],
                path: "Tests/ObjCDrawer", exclude: ["App", "stagehand-sources"],
                plugins: [.plugin(name: "StagehandRewrite")]),
        .testTarget(name: "ObjCDrawerTests", dependencies: ["ObjCDrawer", "StagehandTesting", "StagehandUIKit", "HeadlessUIKit",
                                                      "StagehandOS", "StagehandCombine"],
                    exclude: ["scenarios"]),
        // The example app folders of Examples/ (a drawer, a pager, a sheet), written for iOS and
        // compiled as they are through the plugin: each in Swift 6 mode with its scenarios, and
        // all three in Swift 5 mode, as most apps are.
        .target(name: "DrawerExample", dependencies: ["StagehandUIKit", "StagehandOS"],
                path: "Tests/Examples/Drawer", exclude: ["stagehand-sources"],
                plugins: [.plugin(name: "StagehandRewrite")]),
        .target(name: "PagerExample", dependencies: ["StagehandUIKit"],
                path: "Tests/Examples/Pager", exclude: ["stagehand-sources"],
                plugins: [.plugin(name: "StagehandRewrite")]),
        .target(name: "SheetExample", dependencies: ["StagehandUIKit"],
                path: "Tests/Examples/Sheet", exclude: ["stagehand-sources"],
                plugins: [.plugin(name: "StagehandRewrite")]),
        .target(name: "ExamplesSwift5", dependencies: ["StagehandUIKit", "StagehandOS"],
                path: "Tests/Examples/Swift5", exclude: ["stagehand-sources"],
                swiftSettings: [.swiftLanguageMode(.v5)],
                plugins: [.plugin(name: "StagehandRewrite")]),
        .testTarget(name: "DrawerExampleTests", dependencies: ["DrawerExample", "StagehandTesting", "StagehandUIKit"],
                    exclude: ["scenarios"]),
        .testTarget(name: "PagerExampleTests", dependencies: ["PagerExample", "StagehandTesting", "StagehandUIKit"],
                    exclude: ["scenarios"]),
        .testTarget(name: "SheetExampleTests", dependencies: ["SheetExample", "StagehandTesting", "StagehandUIKit"],
                    exclude: ["scenarios"]),
        // The command line's parsing, in process: what each option of `stagehand run` gives.
        .testTarget(name: "StagehandCommandTests", dependencies: ["stagehand", "ScenarioKit"]),
    ],
    swiftLanguageModes: [.v6]
)
