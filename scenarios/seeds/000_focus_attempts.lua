-- Seed 000, the requirement "(要件)containerViewControllerを表示された時にキーボードにフォーカスを
-- 当てる": focus the child's text field when, and only when, its row is visible. The article's
-- three attempts and their outcomes (rule F3):
--   1. viewDidAppear で呼び出す — "cellの高さがあるときもないときもキーボードの呼び出しがされる":
--      the keyboard shows whether the row has height or not.
--   2. KVO on the view's frame — "KVOがcallされるのは、containerViewControllerのviewDidLoadが
--      実行されるタイミングだけだった": it fires only around load, never on a toggle.
--   3. hide the child's view in prepareForSegue, unhide it in heightForRow, decide in the
--      child's viewWillAppear — "これであれば、判定は行える": it works.

-- The child: a text field filling its view.
local function makeContainer(methods)
  methods = methods or {}
  local viewDidLoad = methods.viewDidLoad
  methods.viewDidLoad = function(self)
    ViewController.viewDidLoad(self)
    self.textField = TextField{ name = "TextField", frame = { x = 0, y = 0, width = 375, height = 44 } }
    self.view:addSubview(self.textField)
    if viewDidLoad then viewDidLoad(self) end
  end
  return ViewController:subclass("Container", methods)
end

-- Hides or shows the row, then lets the run loop and the keyboard animations finish.
local function toggle(app, tableController, hidden)
  tableController.viewControllerCellHidden = hidden
  tableController.tableView:beginUpdates()
  tableController.tableView:endUpdates()
  app:settle()
end

local function makeTable(Container, methods)
  methods = methods or {}
  methods.heightForRow = methods.heightForRow or function(self, indexPath)
    local cell = TableViewController.cellForRow(self, indexPath)
    if cell == self:cell("container") and not self.viewControllerCellHidden then return 300 end
    return 0
  end
  local Table = TableViewController:subclass("Table", methods)
  return Table{ sections = { { rows = { { id = "container", embed = Container } } } } }
end

scenario("F3 attempt 1: focusing in viewDidAppear shows the keyboard even at height 0", function(app)
  local Container = makeContainer({
    viewDidAppear = function(self, animated)
      ViewController.viewDidAppear(self, animated)
      self.textField:becomeFirstResponder()
    end,
  })
  local tableController = makeTable(Container)
  tableController.viewControllerCellHidden = true      -- the row starts hidden: height 0
  app.window.rootViewController = tableController
  app:settle()
  expect(tableController.tableView:rectForRow({ section = 0, row = 0 }).height):toBe(0)
  expect(app.keyboardVisible):toBe(true)               -- shown anyway
  expect_trace(app, { "TextField becomeFirstResponder", "app keyboardWillShow", "app keyboardDidShow" })
end)

scenario("F3 attempt 2: observing frame fires only around load, never on a toggle", function(app)
  local Container = makeContainer()
  local tableController = makeTable(Container, {
    viewDidLoad = function(self)
      TableViewController.viewDidLoad(self)
      self.kvoCalls = 0
      self.view:observe("frame", function(view, key)
        self.kvoCalls = self.kvoCalls + 1               -- fprintf(stderr, "call KVO\n")
        self.children[1].textField:becomeFirstResponder()
      end)
      self.viewControllerCellHidden = true
    end,
  })
  app.window.rootViewController = tableController     -- the window sizes the table: KVO fires
  app:settle()
  expect(tableController.kvoCalls):toBe(1)
  for _, hidden in ipairs({ false, true, false }) do toggle(app, tableController, hidden) end
  expect(tableController.kvoCalls):toBe(1)             -- no toggle ever reaches it
  -- And the one call came too early: the field was not in a window yet.
  expect(app.firstResponder):toBeNil()
end)

scenario("F3 attempt 3: hidden in prepareForSegue, unhidden in heightForRow, decided in viewWillAppear", function(app)
  local Container = makeContainer({
    viewWillAppear = function(self, animated)
      ViewController.viewWillAppear(self, animated)
      if not self.view.hidden then
        self.textField:becomeFirstResponder()
      else
        self.textField:resignFirstResponder()
      end
    end,
  })
  local tableController = makeTable(Container, {
    prepareForSegue = function(self, segue)
      TableViewController.prepareForSegue(self, segue)
      if segue.identifier == "container" then
        self.containerViewController = segue.destination
        self.containerViewController.view.hidden = true
      end
    end,
    heightForRow = function(self, indexPath)
      local cell = TableViewController.cellForRow(self, indexPath)
      if cell == self:cell("container") and not self.viewControllerCellHidden then
        self.containerViewController.view.hidden = false
        return 300
      end
      self.containerViewController.view.hidden = true
      return 0
    end,
  })
  app.window.rootViewController = tableController
  app:settle()
  expect(app.keyboardVisible):toBe(true)               -- visible row: focused
  local outcomes = {}
  for _, hidden in ipairs({ true, false, true, false, true }) do
    toggle(app, tableController, hidden)
    outcomes[#outcomes + 1] = app.keyboardVisible
  end
  -- "判定は行える": the keyboard is up exactly when the row is visible, cycle after cycle.
  expect(outcomes):toEqual({ false, true, false, true, false })
end)
