-- expect: 226_walk_stacks_arranged_in_each_other.lua:9: measured 0
-- status: error
scenario('s', function(app)
  local a, b = StackView{ name = 'A' }, StackView{ name = 'B' }
  b:addArrangedSubview(a)
  a:removeFromSuperview()             -- a stack forgets a view that leaves it ...
  a:addArrangedSubview(b)             -- ... so this is no loop (measuring once recursed until the process died)
  local height = a.fittingHeight
  error('measured ' .. height)
end)
