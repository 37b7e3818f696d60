-- Rules Y1-Y2: a small constraint model: height constraints, vertical stacks, a scroll view's
-- content size from its stack, and the constraint pass before layout. See docs/semantics.md.

scenario("Y1: a stack pins its views top to bottom; a constant's change marks layout; hidden views collapse", function(app)
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  local scroll = ScrollView{ frame = { x = 0, y = 0, width = 375, height = 667 } }
  local stack = StackView{ spacing = 8 }
  local a, b, c = View{ name = "A" }, View{ name = "B" }, View{ name = "C" }
  local ha = a:constrainHeight(300)
  b:constrainHeight(1000)
  c:constrainHeight(44)
  for _, v in ipairs({ a, b, c }) do stack:addArrangedSubview(v) end
  scroll:addSubview(stack)
  root.view:addSubview(scroll)
  app:run()
  expect(b.frame):toEqual({ x = 0, y = 308, width = 375, height = 1000 })
  expect(scroll.contentSize):toEqual({ width = 375, height = 300 + 8 + 1000 + 8 + 44 })
  local passes = app.stats.layoutPasses
  ha.constant = 100                                      -- the child's content changed
  app:run()
  expect(b.frame.y):toBe(108)
  expect(scroll.contentSize.height):toBe(1160)
  expect(app.stats.layoutPasses - passes):toBeAtLeast(2)  -- the stack, then the scroll view
  b.hidden = true
  app:run()
  expect(c.frame.y):toBe(108)
  expect(scroll.contentSize.height):toBe(152)
end)

scenario("Y2: setNeedsUpdateConstraints: updateViewConstraints runs before the layout, deepest first", function(app)
  local Child = ViewController:subclass("Child", {
    updateViewConstraints = function(self)
      self.view.heightConstraint.constant = self.wanted
      ViewController.updateViewConstraints(self)
    end,
  })
  local Parent = ViewController:subclass("Parent")
  local parent, child = Parent{}, Child{}
  app.window.rootViewController = parent
  local stack = StackView{ frame = { x = 0, y = 0, width = 375, height = 0 } }
  parent:addChild(child)
  child.view:constrainHeight(300)
  stack:addArrangedSubview(child.view)
  parent.view:addSubview(stack)
  child:didMoveToParent(parent)
  app:run()
  app:mark()
  child.wanted = 500
  child.view:setNeedsUpdateConstraints()
  parent.view:setNeedsUpdateConstraints()
  app:run()
  expect_trace(app, {
    "Child updateViewConstraints",
    "Parent updateViewConstraints",
    "Parent viewWillLayoutSubviews",
    "Parent viewDidLayoutSubviews",
    "Child viewWillLayoutSubviews",
    "Child viewDidLayoutSubviews",
  })
  expect(child.view.frame.height):toBe(500)
  expect(stack.frame.height):toBe(500)
end)
