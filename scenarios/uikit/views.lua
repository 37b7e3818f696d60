-- Rules V1, V2 (views and callbacks) and N3 (interaction). See docs/semantics.md.

scenario("V1: reading view loads it once: loadView, then viewDidLoad", function(app)
  local vc = ViewController{ name = "Lazy" }
  expect(vc.isViewLoaded):toBe(false)
  local view = vc.view
  expect(vc.isViewLoaded):toBe(true)
  expect(vc.view):toBe(view)
  expect(view.frame):toEqual({ x = 0, y = 0, width = 375, height = 667 })
  expect_trace(app, { "Lazy loadView", "Lazy viewDidLoad" }, { exact = true })
end)

scenario("V1: a loadView override assigns its own view", function(app)
  local Custom = ViewController:subclass("Custom", {
    loadView = function(self)
      self.view = View{ name = "Made", frame = { x = 0, y = 0, width = 100, height = 50 } }
    end,
  })
  local vc = Custom{}
  expect(vc.view.name):toBe("Made")
  expect(vc.view.frame.height):toBe(50)
end)

scenario("V1: a loadView override that sets no view gets a plain one and a warning", function(app)
  local Forgetful = ViewController:subclass("Forgetful", { loadView = function(self) end })
  local vc = Forgetful{}
  expect(vc.view):toBeTruthy()
  expect_trace(app, { "Forgetful warning: loadView did not set a view; a plain view was made instead" })
end)

scenario("V2: a script's direct call of didMoveToParent is traced and runs the override", function(app)
  local Child = ViewController:subclass("Child", {
    didMoveToParent = function(self, parent)
      ViewController.didMoveToParent(self, parent)
      self.told = parent
    end,
  })
  local parent, child = ViewController{ name = "Parent" }, Child{}
  parent:addChild(child)
  child:didMoveToParent(parent)
  expect(child.told):toBe(parent)
  expect_trace(app, { "Child willMoveToParent(Parent)", "Child didMoveToParent(Parent)" }, { exact = true })
end)

scenario("V2: names repeat as Name#2, Name#3", function(app)
  local a, b, c = ViewController{ name = "Same" }, ViewController{ name = "Same" }, ViewController{ name = "Same" }
  expect({ a.name, b.name, c.name }):toEqual({ "Same", "Same#2", "Same#3" })
  local Plain = ViewController:subclass("Plain")
  expect(Plain{}.name):toBe("Plain")
end)

scenario("V2: instances keep any extra Lua field", function(app)
  local vc = ViewController{ name = "Bag", score = 3 }
  vc.note = "hello"
  expect(vc.score):toBe(3)
  expect(vc.note):toBe("hello")
end)

scenario("N3: taps are dropped while interaction is ignored, hidden or disabled", function(app)
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  local button = View{ name = "Button", frame = { x = 0, y = 0, width = 44, height = 44 } }
  local taps = 0
  button.onTap = function(view) taps = taps + 1 end
  expect(app:tap(button)):toBe(false)            -- not in the window
  root.view:addSubview(button)
  expect(app:tap(button)):toBe(true)
  app:beginIgnoringInteractionEvents()
  app:beginIgnoringInteractionEvents()
  expect(app.isIgnoringInteractionEvents):toBe(true)
  expect(app:tap(button)):toBe(false)
  app:endIgnoringInteractionEvents()
  expect(app:tap(button)):toBe(false)            -- still one level deep
  app:endIgnoringInteractionEvents()
  expect(app:tap(button)):toBe(true)
  root.view.hidden = true
  expect(app:tap(button)):toBe(false)
  root.view.hidden = false
  button.userInteractionEnabled = false
  expect(app:tap(button)):toBe(false)
  expect(taps):toBe(2)
end)

scenario("N3: ending below zero is a warning", function(app)
  app:endIgnoringInteractionEvents()
  expect(app.isIgnoringInteractionEvents):toBe(false)
  expect_trace(app, { "app warning" })
end)
