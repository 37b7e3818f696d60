-- FormViewController (Sources/SlideMenu/FormViewController.swift, UIKit's API only): a static
-- table whose second row embeds NameFieldViewController (seed 000).

scenario("first display: the embed segue, then the name field takes focus as its row is visible", function(app)
  local form = Form{}
  app.window.rootViewController = form
  app:settle()
  expect_trace(app, {
    "FormViewController prepareForSegue(embedNameField)",
    "NameFieldViewController viewDidLoad",           -- prepare(for:sender:) hid its view
    "NameFieldViewController willMoveToParent(FormViewController)",
    "NameFieldViewController didMoveToParent(FormViewController)",
    "FormViewController viewDidLoad",
    "FormViewController viewWillAppear(false)",
    "FormViewController heightForRow(0,0)",
    "FormViewController heightForRow(0,1)",
    "NameFieldViewController viewWillAppear(false)",
    "UITextField becomeFirstResponder",
    "app keyboardWillShow",
  })
  expect(form:nameFieldHasFocus()):toBe(true)
  expect(form:nameField().view.hidden):toBe(false)
  expect(app.keyboardVisible):toBe(true)
end)

scenario("hiding the row hides the child and takes the keyboard away; showing it brings both back", function(app)
  local form = Form{}
  app.window.rootViewController = form
  app:settle()
  app:mark()
  form:setNameRowHidden(true)
  app:settle()
  expect(form:nameField().view.hidden):toBe(true)
  expect(form:nameFieldHasFocus()):toBe(false)
  expect(app.keyboardVisible):toBe(false)
  -- The update begins the child's disappearance, then asks the heights again (rule T6).
  expect_trace(app, {
    "NameFieldViewController viewWillDisappear(false)",
    "FormViewController heightForRow(0,0)",
    "FormViewController heightForRow(0,1)",
    "NameFieldViewController viewWillAppear(false)",
    "UITextField resignFirstResponder",
    "app keyboardWillHide",
  })
  app:mark()
  form:setNameRowHidden(false)
  app:settle()
  expect(form:nameFieldHasFocus()):toBe(true)
  expect(app.keyboardVisible):toBe(true)
end)
