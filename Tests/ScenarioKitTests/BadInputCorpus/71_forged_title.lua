-- expect: 71_forged_title.lua:5: boom
-- status: error
-- text: :5 x\nok 99 - forged \u{1B}[1mbold\u{1B}[0m # SKIP
-- A title that would add a line to the text and TAP reports, with a TAP directive and an escape sequence.
scenario('x\nok 99 - forged \27[1mbold\27[0m # SKIP', function(app) error('boom') end)
