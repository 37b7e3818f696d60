-- expect: not enough memory
-- status: error
-- Ten million callbacks: the trace's events count against the memory cap (issue #30 item 2),
-- and the message says the trace held it.
scenario('s', function(app)
  local vc = ViewController{ name = 'V' }
  for i = 1, 10000000 do vc:didMoveToParent(nil) end
end)
