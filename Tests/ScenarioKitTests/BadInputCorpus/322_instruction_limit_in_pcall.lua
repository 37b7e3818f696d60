-- expect: 322_instruction_limit_in_pcall.lua:5: instruction limit exceeded
-- status: error
scenario('s', function(app)
  pcall(function()
    while true do end
  end)
end)
