-- Seed 000, "その後の検証" (what the author did next): the static table was replaced by a scroll
-- view whose child containers are sized by height constraints ("static cellでなくscroll viewで
-- 実装", "constraintで高さを調整"), updated through a block the child calls when its content
-- changes ("blockを受け渡して必要なタイミングで更新するロジックに"). The result: the static
-- cell's stutter when new cells are made is gone, but the push takes longer ("ひっかかりが
-- なくなったが、逆にnavigation controllerを使って遷移するまでの時間は長くなった").
--
-- The same four situations as the seed's logs (000_static_table_logs.lua), built this way
-- (rules Y1, Y2, Q1), the focus requirement met, the trade-off in numbers, and the article's
-- open question ("今後考えたいこと"): a table controller embedded as the child, whose content
-- height drives its host's height.

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
    self.scroll:addSubview(self.stack)
    self.view:addSubview(self.scroll)
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

scenario("Y1: second design, first display at 300 pt: no heightForRow, one host layout pass, one child pass", function(app)
  local s = screen({ 300 })
  app.window.rootViewController = s
  app:run()
  expect_trace(app, firstDisplay)
  expect(s.scroll.contentSize.height):toBe(300)
  expect(s.containers[1].view.frame.height):toBe(300)
end)

scenario("Y1: second design, first display at 1000 pt: the content scrolls; scrolling lays out the scroll view, not the host", function(app)
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

scenario("Y1: second design, hiding and showing: the child resizes, with no appearance cycle", function(app)
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

-- The first design, for comparison: a static table of the same containers (T1-T6), rows
-- recognised by index path, hidden at height 0.
local function staticTable(count)
  local rows = {}
  for i = 1, count do rows[i] = { id = "row" .. i, embed = Container } end
  local Table = TableViewController:subclass("Table", {
    heightForRow = function(self, indexPath)
      return (self.hiddenRow == indexPath.row) and 0 or 300
    end,
  })
  return Table{ sections = { { rows = rows } } }
end

-- Counts what each phase costs: the push (first display), a scroll to the end, one hide and
-- show of the first container.
local function costs(app, design)
  local phases = {}
  local function measure(name, fn)
    local before = app.stats
    local events = #app.trace
    fn()
    local after = app.stats
    local appearances = 0
    for i = events + 1, #app.trace do
      if app.trace[i]:find("Container#?%d* viewWillAppear") then appearances = appearances + 1 end
    end
    phases[name] = { layoutPasses = after.layoutPasses - before.layoutPasses,
                     heightForRowCalls = after.heightForRowCalls - before.heightForRowCalls,
                     appearances = appearances }
  end
  local vc = design == "static" and staticTable(5) or screen({ 300, 300, 300, 300, 300 })
  local scroller = function() return design == "static" and vc.tableView or vc.scroll end
  measure("push", function()
    app.window.rootViewController = vc
    app:settle()
  end)
  measure("scroll", function()
    scroller():drag{ to = { x = 0, y = 1500 - 667 } }
    app:settle()
  end)
  measure("toggle", function()
    if design == "static" then
      for _, hidden in ipairs({ 0, -1 }) do
        vc.hiddenRow = hidden
        vc.tableView:beginUpdates()
        vc.tableView:endUpdates()
        app:settle()
      end
    else
      vc.containers[5]:setShown(false)
      app:settle()
      vc.containers[5]:setShown(true)
      app:settle()
    end
  end)
  return phases
end

scenario("Y1: the article's trade-off in numbers: the scroll view pays at the push what the table pays while scrolling", function(app)
  -- Five 300 pt containers, three on the first screen.
  local static = costs(app, "static")
  local second = costs(app, "second")
  -- The push: the table shows (lays out, appears) the three visible children; the scroll view
  -- all five. "遷移するまでの時間は長くなった".
  expect(static.push.appearances):toBe(3)
  expect(second.push.appearances):toBe(5)
  expect(static.push.layoutPasses):toBe(13)
  expect(second.push.layoutPasses):toBe(14)
  -- The scroll: the table lays itself out, makes room for the two children that come on
  -- screen and shows them (the "ひっかかり"); the scroll view lays out only itself.
  expect(static.scroll.appearances):toBe(2)
  expect(second.scroll.appearances):toBe(0)
  expect(static.scroll.layoutPasses):toBe(8)
  expect(second.scroll.layoutPasses):toBe(1)
  -- A hide and a show: the table asks every row's height twice (T6) and cycles the visible
  -- children's appearance; the constraint relays out the stack without a height question.
  expect(static.toggle.heightForRowCalls):toBe(10)
  expect(second.toggle.heightForRowCalls):toBe(0)
  expect(static.toggle.layoutPasses):toBe(7)
  expect(second.toggle.layoutPasses):toBe(6)
  expect(static.push.heightForRowCalls):toBe(5)
  expect(second.push.heightForRowCalls):toBe(0)
end)

-- "今後考えたいこと": the child is itself a table controller whose size changes. Its content
-- height drives its host's height: after each layout it reports its table's content height
-- through the block, and the host's constraint follows.
local Rows = TableViewController:subclass("Rows", {
  numberOfRows = function(self, section) return self.count end,
  viewDidLayoutSubviews = function(self)
    TableViewController.viewDidLayoutSubviews(self)
    local height = self.tableView.contentSize.height
    if self.onHeightChange and height ~= self.reported then
      self.reported = height
      self.onHeightChange(height)
    end
  end,
})

scenario("Y1: the open question: an embedded table controller whose content height drives its host's height", function(app)
  local s = screen({ 44 }, { Child = Rows, names = { "Rows" }, setup = function(child) child.count = 3 end })
  app.window.rootViewController = s
  app:run()
  local rows = s.containers[1]
  -- First display: the host's 44 pt guess, the child's table lays out three rows (132 pt) and
  -- reports them; the host's constraint follows, the child is laid out once more at 132 pt, and
  -- the loop ends because the height no longer changes.
  expect(rows.view.frame.height):toBe(132)
  expect(s.scroll.contentSize.height):toBe(132)
  app:mark()
  local start = #app.trace
  rows.count = 6
  rows.tableView:insertRows({ { section = 0, row = 3 }, { section = 0, row = 4 }, { section = 0, row = 5 } })
  app:run()
  expect_trace(app, {
    "Rows numberOfRows(0)",                               -- the update's check (D2)
    "Rows numberOfRows(0)",                               -- the heights asked again (T3)
    "Rows viewWillLayoutSubviews",
    "Rows viewDidLayoutSubviews",
    "Rows viewWillLayoutSubviews",
    "Rows viewDidLayoutSubviews",
  })
  expect(rows.view.frame.height):toBe(264)
  expect(s.scroll.contentSize.height):toBe(264)
  -- The host never laid itself out again: only the scroll view, the stack and the child did.
  for i = start + 1, #app.trace do
    expect(app.trace[i]:find("^Screen ") == nil):toBe(true)
  end
end)
