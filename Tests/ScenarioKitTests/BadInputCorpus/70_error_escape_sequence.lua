-- expect: 70_error_escape_sequence.lua:5: 
-- status: error
-- text: 70_error_escape_sequence.lua:5: \u{1B}[2J\u{1B}]0;owned\u{07}\r\u{9B}31m\u{202E}
-- Terminal sequences (clear the screen, set the window title), a carriage return, a C1 CSI, a bidi override.
scenario('s', function(app) error('\27[2J\27]0;owned\7\r\u{9B}31m\u{202E}') end)
