-- Seed 000's second design (000_second_design.lua) written as app code writes it with Auto
-- Layout: the stack of containers is pinned by anchors to the scroll view's content layout guide
-- and is as wide as its frame layout guide (rules Y9, Y10), instead of Stagehand's rule that a
-- stack in a scroll view is its content (Y1). The same whole traces and outcomes as the first
-- version: the first display at 300 and at 1000 pt, scrolling, and hiding and showing a child.

-- The child: a text field on top. `onHeightChange` is the block its host hands it.
local Container = ViewController:subclass("Container", {
  viewDidLoad = function(self)
    ViewController.viewDidLoad(self)
    self.textField = TextField{ name = "TextField", frame = { x = 0, y = 0, width = 375, height = 44 } }
    self.view:addSubview(self.textField)
  end,
  viewDidAppear = function(self, animated)
    ViewController.viewDidAppear(self, animated)
    if self.view.frame.height > 0 and self.textField then self.textField:becomeFirstResponder() end
  end,
  -- The child decides its height and tells its host; it focuses its field only when shown,
  -- which the seed's requirement asks ("表示された時にキーボードにフォーカスを当てる").
  setShown = function(self, shown)
    self.onHeightChange(shown and self.contentHeight or 0)
    if shown then self.textField:becomeFirstResponder() else self.textField:resignFirstResponder() end
  end,
})

-- The host: a scroll view holding a stack of the children's views, each with a height
-- constraint that the child's block changes.
local Screen = ViewController:subclass("Screen", {
  viewDidLoad = function(self)
    ViewController.viewDidLoad(self)
    self.scroll = ScrollView{ name = "Scroll", frame = { x = 0, y = 0, width = 375, height = 667 } }
    self.stack = StackView{ name = "Stack" }
    self.stack.translatesAutoresizingMaskIntoConstraints = false
    self.scroll:addSubview(self.stack)
    self.view:addSubview(self.scroll)
    -- The stack is the content: pinned to the content layout guide on all four sides and as
    -- wide as the frame layout guide, so its height is the content size's (rule Y10).
    local content, frame = self.scroll.contentLayoutGuide, self.scroll.frameLayoutGuide
    LayoutConstraint.activate{
      self.stack.topAnchor:constraint{ equalTo = content.topAnchor },
      self.stack.leadingAnchor:constraint{ equalTo = content.leadingAnchor },
      self.stack.trailingAnchor:constraint{ equalTo = content.trailingAnchor },
      self.stack.bottomAnchor:constraint{ equalTo = content.bottomAnchor },
      self.stack.widthAnchor:constraint{ equalTo = frame.widthAnchor },
    }
    self.containers = {}
    for i, height in ipairs(self.heights) do
      local child = (self.Child or Container){ name = self.names and self.names[i] or "Container" }
      child.contentHeight = height
      if self.setup then self.setup(child, i) end
      self:addChild(child)
      local constraint = child.view:constrainHeight(height)
      child.onHeightChange = function(newHeight) constraint.constant = newHeight end
      self.stack:addArrangedSubview(child.view)
      child:didMoveToParent(self)
      self.containers[i] = child
    end
  end,
})

local function screen(heights, extra)
  local s = Screen{}
  s.heights = heights
  for k, v in pairs(extra or {}) do s[k] = v end
  return s
end

local firstDisplay = {
  "Screen viewDidLoad",
  "Container viewDidLoad",
  "Screen viewWillAppear(false)",
  "Container viewWillAppear(false)",
  "Screen viewWillLayoutSubviews",
  "Screen viewDidLayoutSubviews",
  "Container viewWillLayoutSubviews",
  "Container viewDidLayoutSubviews",
  "Screen viewDidAppear(false)",
  "Container viewDidAppear(false)",
}

scenario("Y10: second design on anchors, first display at 300 pt: no heightForRow, one host layout pass, one child pass", function(app)
  local s = screen({ 300 })
  app.window.rootViewController = s
  app:run()
  expect_trace(app, firstDisplay)
  expect(s.scroll.contentSize.height):toBe(300)
  expect(s.containers[1].view.frame.height):toBe(300)
end)

scenario("Y10: second design on anchors, first display at 1000 pt: the content scrolls; scrolling lays out the scroll view, not the host", function(app)
  local s = screen({ 1000 })
  app.window.rootViewController = s
  app:run()
  expect_trace(app, firstDisplay)                         -- no extra pass after appearing (T5)
  expect(s.scroll.contentSize.height):toBe(1000)
  app:mark()
  local before = app.stats.layoutPasses
  s.scroll:drag{ to = { x = 0, y = 200 } }
  app:run()
  expect_trace(app, {}, { exact = true })                 -- "スクロールの度に": nothing any more
  expect(app.stats.layoutPasses - before):toBe(1)         -- the scroll view alone
end)

scenario("Y10: second design on anchors, hiding and showing: the child resizes, with no appearance cycle", function(app)
  local s = screen({ 300 })
  app.window.rootViewController = s
  app:settle()
  local child = s.containers[1]
  expect(app.keyboardVisible):toBe(true)                 -- focused on appearing, at 300 pt
  local start = #app.trace
  app:mark()
  child:setShown(false)
  app:settle()
  expect_trace(app, {
    "TextField resignFirstResponder",
    "Container viewWillLayoutSubviews",
    "Container viewDidLayoutSubviews",
  })
  expect(child.view.frame.height):toBe(0)
  expect(s.scroll.contentSize.height):toBe(0)
  expect(app.keyboardVisible):toBe(false)
  app:mark()
  child:setShown(true)
  app:settle()
  expect_trace(app, {
    "TextField becomeFirstResponder",
    "Container viewWillLayoutSubviews",
    "Container viewDidLayoutSubviews",
  })
  -- The static table's toggle sent viewWillDisappear/viewWillAppear/viewDidAppear (T6); here
  -- the child stays appeared throughout.
  for i = start + 1, #app.trace do
    expect(app.trace[i]:find("Appear") == nil and app.trace[i]:find("Disappear") == nil):toBe(true)
  end
  expect(child.appearState):toBe("appeared")
  expect(app.keyboardVisible):toBe(true)                 -- the focus requirement, met
end)

