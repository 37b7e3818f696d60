-- Organising a suite: describe groups, before_each and after_each hooks, tags and spies
-- (docs/guide.md, "Organising a suite"). Each scenario still runs in a fresh Lua state: the
-- hooks run in it, with its app, so the locals they set are that scenario's own.

local Parent = ViewController:subclass("Parent")
local Child = ViewController:subclass("Child", {
  viewWillAppear = function(self, animated)
    ViewController.viewWillAppear(self, animated)
    self.overrideRan = true
  end,
})

local parent, child
local hooks = {}

before_each(function(app)
  hooks[#hooks + 1] = "file before"
end)

describe("containment", function()
  before_each(function(app)
    hooks[#hooks + 1] = "group before"
    parent, child = Parent{}, Child{}
    app.window.rootViewController = parent
    app:run()
    app:mark()
  end)

  after_each(function(app)
    -- Every scenario of the group leaves the child contained.
    expect(child.parent):toBe(parent)
  end)

  scenario("hooks run outer group first, before the scenario", function(app)
    expect(hooks):toEqual({ "file before", "group before" })
    parent:addChild(child)
    expect_trace(app, { "Child willMoveToParent(Parent)" }, { exact = true })
  end)

  scenario("a spy counts willMoveToParent and keeps its argument", function(app)
    local moves = spy(child, "willMoveToParent")
    parent:addChild(child)
    expect(moves.calls):toBe(1)
    expect(moves.args[1][1]):toBe(parent)
    expect(moves.args[1].n):toBe(1)
    expect_trace(app, { "Child willMoveToParent(Parent)" }, { exact = true })
  end)

  describe("on screen", { tags = { "appearance" } }, function()
    scenario("a spy on an overridden callback: the override still runs", function(app)
      local appearing = spy(child, "viewWillAppear")
      local loads = spy(child, "viewDidLoad")
      parent:addChild(child)
      parent.view:addSubview(child.view)
      child:didMoveToParent(parent)
      app:run()
      expect(appearing.calls):toBe(1)
      expect(appearing.args[1][1]):toBe(false)
      expect(child.overrideRan):toBe(true)
      expect(loads.calls):toBe(1)
      expect(loads.args[1].n):toBe(0)
      expect_trace(app, {
        "Child willMoveToParent(Parent)",
        "Child loadView",
        "Child viewDidLoad",
        "Child viewWillAppear(false)",
        "Child didMoveToParent(Parent)",
        "Parent viewWillLayoutSubviews",
        "Parent viewDidLayoutSubviews",
        "Child viewSafeAreaInsetsDidChange",
        "Child viewIsAppearing(false)",
        "Child viewWillLayoutSubviews",
        "Child viewDidLayoutSubviews",
        "Child viewDidAppear(false)",
      }, { exact = true })
    end)
  end)
end)

scenario("a spy sees a callback the script sends itself", { tags = { "fast" } }, function(app)
  local vc = Parent{}
  local moves = spy(vc, "didMoveToParent")
  vc:didMoveToParent(nil)
  expect(moves.calls):toBe(1)
  expect(moves.args[1].n):toBe(1)
  expect(moves.args[1][1]):toBeNil()
  expect_trace(app, { "Parent didMoveToParent(nil)" }, { exact = true })
end)
