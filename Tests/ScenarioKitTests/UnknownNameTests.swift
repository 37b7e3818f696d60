import HeadlessUIKit
import Testing
import ScenarioKit

/// A typo never passes (issue #29 item 2): an unknown property read, a misspelled override, an
/// unknown method call, each fails its scenario at its line with "did you mean".
@Suite("Typos fail their scenario")
struct UnknownNameTests {
    /// The scenario's status and message, run with `extensions`.
    func outcome(_ body: String, top: String = "", extensions: ScenarioExtensions = ScenarioExtensions()) -> (ScenarioResult.Status?, String) {
        var runner = ScenarioRunner()
        runner.extensions = extensions
        let results = runner.run(source: "\(top)\nscenario('s', function(app)\n\(body)\nend)", file: "typo.lua")
        return (results.first?.status, results.first?.message ?? "")
    }

    @Test("the README's typo: a misspelled property of a controller fails, though its value would have been falsy")
    func misspelledProperty() {
        let (status, message) = outcome("""
        local child = Child{}
        expect(child.isMovingToParnet):toBeFalsy()
        """, top: "local Child = ViewController:subclass('Child')")
        #expect(status == .error)
        #expect(message == "typo.lua:4: Child has no property or method 'isMovingToParnet'; did you mean 'isMovingToParent'? (a field of the script's own may not be a near miss of one)")
        #expect(outcome("expect(ViewController{}.isMovingToParnet):toBeFalsy()").1
                == "typo.lua:3: ViewController has no property or method 'isMovingToParnet'; did you mean 'isMovingToParent'?")
    }

    @Test("a misspelled override fails where it is written: in subclass{...}, assigned to the class, or to an instance")
    func misspelledOverride() {
        #expect(outcome("", top: "local Bad = ViewController:subclass('Bad', {\n  viewWillApear = function(self) end,\n})").1
                .hasPrefix("typo.lua:1: 'viewWillApear' of Bad overrides nothing: it is no callback or member of ViewController; did you mean 'viewWillAppear'? (rename it if it is a method of your own)"))
        #expect(outcome("local Bad = TableViewController:subclass('Bad')\nfunction Bad:numberOfRosw(section) return 1 end").1
                .hasPrefix("typo.lua:4: 'numberOfRosw' of Bad overrides nothing: it is no callback or member of Bad; did you mean 'numberOfRows'?"))
        #expect(outcome("local vc = ViewController{}\nvc.viewDidLaod = function() end").1
                == "typo.lua:4: ViewController has no property or method 'viewDidLaod'; did you mean 'viewDidLoad'? (a field of the script's own may not be a near miss of one)")
    }

    @Test("an unknown method says what it is close to")
    func unknownMethod() {
        #expect(outcome("local p = ViewController{}\np:addChlid(ViewController{})").1
                == "typo.lua:4: ViewController has no property or method 'addChlid'; did you mean 'addChild'?")
        #expect(outcome("app:advnace(1)").1.hasPrefix("typo.lua:3: App has no property or method 'advnace'; did you mean 'advance'"))
    }

    @Test("a script's own fields keep working: any field on any instance, read before it is set on a subclass, set to nil, plurals")
    func ownFields() {
        let (status, message) = outcome("""
        local vc = ViewController{ name = 'Bag', score = 3 }
        vc.note = 'hello'
        expect(vc.score + #vc.note):toBe(8)
        local Screen = ViewController:subclass('Screen', { names = { 'a' } })
        local s = Screen{}
        s.count = (s.count or 0) + 1
        expect(s.count):toBe(1)
        expect(s.names[1]):toBe('a')
        expect(s.cache):toBeNil()
        s.count = nil
        expect(s.count):toBeNil()
        """)
        #expect(status == .passed, "\(message)")
    }

    @Test("a registered Swift class's method that registration did not list says where methods are listed")
    func unlistedSwiftMethod() {
        let menu = ScriptedClass(name: "Menu", surfaceType: MenuController.self,
                                 make: { app in ViewController(app: app, name: "Menu") },
                                 methods: ["toggle": { _, _ in .nil }])
        let message = outcome("local m = Menu{}\nm:toggle()\nm:close()", extensions: ScenarioExtensions(classes: [menu])).1
        #expect(message == "typo.lua:5: Menu has no property or method 'close'; Menu is a Swift class: a script calls only the methods listed in `methods:` where Stagehand.register(MenuController.self, as: \"Menu\", methods: ...) registers it")
    }

    @Test("spy and a data source's optional methods are unaffected: a missing optional method is asked without an error")
    func optionalMethods() {
        let (status, message) = outcome("""
        local root = TableViewController:subclass('Root', {
          viewDidLoad = function(self)
            TableViewController.viewDidLoad(self)
            self.tableView:registerPrototypes({ TableViewCell{ reuseIdentifier = 'Row' } })
          end,
          numberOfRows = function(self, section) return 2 end,
          cellForRow = function(self, indexPath) return self.tableView:dequeueReusableCell('Row', indexPath) end,
        }){ name = 'Root' }
        local s = spy(root, 'viewWillAppear')
        app.window.rootViewController = root
        app:run()
        expect(s.calls):toBe(1)
        """)
        #expect(status == .passed, "\(message)")
    }
}

private final class MenuController {}
