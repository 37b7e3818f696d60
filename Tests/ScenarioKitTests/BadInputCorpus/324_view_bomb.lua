-- expect: views and controllers
-- status: error
-- Three million views: the engine's objects count against the memory cap.
scenario('s', function(app)
  local keep = {}
  for i = 1, 3000000 do keep[i] = View{} end
end)
