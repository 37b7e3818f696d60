-- expect: 'hiden' of Box overrides nothing: it is no callback or member of View; did you mean 'hidden'?
-- status: error
-- A default in a subclass's table whose name is a near miss of a property would never be used.
scenario('s', function(app)
  local Box = View:subclass('Box', { hiden = true })
end)
