-- expect: View has no property or method 'hiden'; did you mean 'hidden'?
-- status: error
-- A near miss of a property is refused, not kept as a field of the script's own.
scenario('s', function(app)
  View{}.hiden = true
end)
