-- expect: 314_override_typo_assigned.lua:5: 'viewDidLaod' of Child overrides nothing
-- status: error
scenario('s', function(app)
  local Child = ViewController:subclass('Child')
  function Child:viewDidLaod() end
end)
