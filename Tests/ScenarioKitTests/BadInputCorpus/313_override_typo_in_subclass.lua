-- expect: 'viewWillApear' of Child overrides nothing: it is no callback or member of ViewController; did you mean 'viewWillAppear'?
-- status: error
-- A misspelled override would never be called: it fails where it is written.
scenario('s', function(app)
  local Child = ViewController:subclass('Child', { viewWillApear = function(self, animated) end })
end)
