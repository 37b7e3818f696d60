-- Rules F1, F2 (focus and the keyboard) and K1 (observation). See docs/semantics.md.

local Form = ViewController:subclass("Form", {
  viewDidLoad = function(self)
    ViewController.viewDidLoad(self)
    self.field = TextField{ name = "Field", frame = { x = 0, y = 0, width = 375, height = 44 } }
    self.view:addSubview(self.field)
  end,
})

scenario("F1: a text field not in a window cannot become first responder", function(app)
  local form = Form{}
  local _ = form.view
  expect(form.field:becomeFirstResponder()):toBe(false)
  expect(app.firstResponder):toBeNil()
  expect(app.keyboardVisible):toBe(false)
end)

scenario("F1: in the window it can, even at height 0; the keyboard shows over 0.25 s", function(app)
  local form = Form{}
  app.window.rootViewController = form
  app:run()
  form.field.frame = { x = 0, y = 0, width = 375, height = 0 }
  app:mark()
  expect(form.field:becomeFirstResponder()):toBe(true)
  expect(form.field.isFirstResponder):toBe(true)
  expect(app.firstResponder):toBe(form.field)
  expect(app.keyboardVisible):toBe(true)
  expect_trace(app, { "Field becomeFirstResponder", "app keyboardWillShow" }, { exact = true })
  app:advance(0.25)
  expect_trace(app, { "Field becomeFirstResponder", "app keyboardWillShow", "app keyboardDidShow" }, { exact = true })
end)

scenario("F1: becoming first responder again changes nothing and records nothing", function(app)
  local form = Form{}
  app.window.rootViewController = form
  app:run()
  form.field:becomeFirstResponder()
  app:settle()
  app:mark()
  expect(form.field:becomeFirstResponder()):toBe(true)
  expect_trace(app, {}, { exact = true })
end)

scenario("F1: focus asked for in viewDidLoad is lost: the view is not in a window yet", function(app)
  local Eager = Form:subclass("Eager", {
    viewDidLoad = function(self)
      Form.viewDidLoad(self)
      self.gotFocus = self.field:becomeFirstResponder()
    end,
  })
  local vc = Eager{}
  app.window.rootViewController = vc
  app:run()
  expect(vc.gotFocus):toBe(false)
  expect(app.keyboardVisible):toBe(false)
end)

scenario("F1: moving focus between fields keeps the keyboard up", function(app)
  local form = Form{}
  app.window.rootViewController = form
  local other = TextField{ name = "Other" }
  form.view:addSubview(other)
  app:run()
  form.field:becomeFirstResponder()
  app:settle()
  app:mark()
  other:becomeFirstResponder()
  expect(app.keyboardVisible):toBe(true)
  -- The keyboard stays up; UIKit posts its show notifications again, frames unchanged (rule B4).
  app:settle()
  expect_trace(app, { "Field resignFirstResponder", "Other becomeFirstResponder", "app keyboardWillShow", "app keyboardDidShow" },
               { exact = true })
end)

scenario("F2: a first responder that leaves the window resigns and the keyboard hides", function(app)
  local form = Form{}
  app.window.rootViewController = form
  app:run()
  form.field:becomeFirstResponder()
  app:settle()
  app:mark()
  form.field:removeFromSuperview()
  expect(app.firstResponder):toBeNil()
  app:settle()
  -- (the removal also relays out Form's view; projection leaves that out)
  expect_trace(app, { "Field resignFirstResponder", "app keyboardWillHide", "app keyboardDidHide" })
  expect(app.keyboardVisible):toBe(false)
end)

scenario("F2: resignFirstResponder hides the keyboard; resigning again records nothing", function(app)
  local form = Form{}
  app.window.rootViewController = form
  app:run()
  form.field:becomeFirstResponder()
  app:settle()
  app:mark()
  expect(form.field:resignFirstResponder()):toBe(true)
  expect(form.field:resignFirstResponder()):toBe(true)
  app:settle()
  expect_trace(app, { "Field resignFirstResponder", "app keyboardWillHide", "app keyboardDidHide" }, { exact = true })
end)

scenario("K1: frame observers fire when frame is assigned, not when layout runs", function(app)
  local form = Form{}
  local seen = {}
  form.view:observe("frame", function(view, key) seen[#seen + 1] = key end)
  app.window.rootViewController = form        -- the window sizes the root view: assigned
  expect(#seen):toBe(1)
  app:run()
  form.view:setNeedsLayout()
  app:run()
  expect(#seen):toBe(1)
  form.view.frame = { x = 0, y = 0, width = 375, height = 500 }
  expect(#seen):toBe(2)
end)

scenario("K1: hidden observers fire on every assignment", function(app)
  local view = View{ name = "Box" }
  local count = 0
  view:observe("hidden", function(v, key)
    count = count + 1
    expect(v):toBe(view)
    expect(key):toBe("hidden")
  end)
  view.hidden = true
  view.hidden = true
  expect(count):toBe(2)
  expect(view.hidden):toBe(true)
  expect_error(function() view:observe("alpha", function() end) end, "not key value coding-compliant for the key alpha")
end)
