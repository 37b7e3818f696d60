-- expect: notAnAttribute, got "middle"
-- status: error
scenario('s', function(app)
  LayoutConstraint{ item = View{}, attribute = "middle", constant = 3 }
end)
