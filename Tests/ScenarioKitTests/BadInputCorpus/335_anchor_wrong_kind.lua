-- expect: 335_anchor_wrong_kind.lua:4: bad argument #1 to 'constraint' (A.top cannot be related to A.left
-- status: error
scenario('s', function(app)
  local a = View{ name = "A" }; a.topAnchor:constraint{ equalTo = a.leftAnchor }
end)
