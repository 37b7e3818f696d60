"""Drives `stagehand repl FILE` through a pseudo-terminal, as a person would: the file's
top-level locals, print, a top-level local kept, completion with Tab (no space after a method,
no property after `:`), continuation, Ctrl-C clearing the line at the prompt and interrupting an
endless loop with the session going on, a class shown as its summary, a typo's "did you mean",
:trace since :mark, :save and :save!. Prints what it saw; exits non-zero on
a timeout or a wrong answer. Used by CLITests.swift."""
import atexit, os, pty, select, signal, sys, time

binary, workdir = sys.argv[1], sys.argv[2]
pid, fd = pty.fork()
if pid == 0:
    os.environ["HOME"] = workdir
    os.environ["TERM"] = "xterm"
    os.chdir(workdir)
    with open("classes.lua", "w") as f:
        f.write('local Child = ViewController:subclass("Child")\n')
    os.execv(binary, [binary, "repl", "classes.lua"])

def cleanup():
    try:
        os.kill(pid, signal.SIGKILL)
    except OSError:
        pass
atexit.register(cleanup)   # never leave the REPL running, whatever happens here

seen = b""
def read_until(token, timeout=20):
    global seen
    end = time.time() + timeout
    while time.time() < end:
        if token.encode() in seen:
            seen = seen[seen.index(token.encode()) + len(token):]
            return
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                data = os.read(fd, 4096)
            except OSError:
                break
            seen += data
            if token.encode() in seen:
                seen = seen[seen.index(token.encode()) + len(token):]
                return
    sys.exit("timeout waiting for %r; last output %r" % (token, seen[-300:]))

def send(text):
    os.write(fd, text.encode())

def drain(seconds):
    """What arrives in the next `seconds`, added to `seen`; returns the whole of `seen`."""
    global seen
    end = time.time() + seconds
    while time.time() < end:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                seen += os.read(fd, 4096)
            except OSError:
                break
    return seen

read_until("session variables here: Child")
read_until("> ")
send("print('hello from ' .. 'print')\r")
read_until("hello from print")
print("print shows")
read_until("> ")
send("local kept = 41\r")
read_until("note: a top-level local")
read_until("> ")
send("kept + 1\r")
read_until("42")
print("local kept")
read_until("> ")
send("parent = ViewController{ name = 'Parent' }\r")
read_until("> ")
send("app.window.rootViewController = parent\r")
read_until("> ")
send(":mark\r")
read_until("> ")
send("child = Child{ name = 'Child' }\r")
read_until("> ")
send("parent:addCh\t")            # Tab completes to parent:addChild, with no space after it
read_until("ild")
if drain(0.5).startswith(b" "):
    sys.exit("a space after the completed method: %r" % seen)
print("completed addChild")
send("(child)\r")
read_until("> ")
send("parent:isViewLoa\t")       # a property: nothing to complete after `:`
if b"ded" in drain(0.5):
    sys.exit("a property completed after ':': %r" % seen)
print("no property after colon")
send("\x03")                      # Ctrl-C at the prompt: the line is cleared, the session kept
read_until("> ")
send("1 + 1\r")
read_until("\r\n2\r\n")
print("line cleared")
read_until("> ")
send("for i = 1,\r")              # incomplete: the continuation prompt
read_until(">> ")
send("\x03")                      # Ctrl-C drops the unfinished statement too
read_until("> ")
send("for i = 1,\r")
read_until(">> ")
send("3 do end\r")
read_until("> ")
print("continued")
send("while true do end\r")
read_until("while true do end")   # the line went in; give the statement time to start
time.sleep(1.0)
os.kill(pid, signal.SIGINT)       # Ctrl-C interrupts the statement, not the REPL
read_until("interrupted!")
print("interrupted")
send("child.isMovingToParent\r")
read_until("true")
print("still alive")
read_until("> ")
send("Child\r")                   # a class shows as its name and a summary, not a table dump
read_until("class Child, a ViewController")
print("class summary")
read_until("> ")
send("child.isMovingToParnet\r")  # a typo is an error that names the closest property
read_until("did you mean 'isMovingToParent'?")
print("typo named")
read_until("> ")
send(":trace\r")                  # the events since :mark
read_until("Child willMoveToParent(Parent)")
print("trace since mark")
read_until("> ")
send(":save saved.lua Saved here\r")
read_until("saved ")
read_until("> ")
send(":save saved.lua\r")
read_until("saved.lua exists: :save! saved.lua replaces it")
read_until("> ")
send(":save! saved.lua\r")
read_until("saved ")
print("saved")
read_until("> ")
# Ctrl-D leaves. A Ctrl-D that reaches the terminal in the instant between the prompt being
# drawn and libedit switching the terminal to raw mode is an end of file in cooked mode: the
# terminal keeps it as a NUL byte, which the REPL drops. A person would press it again, and so
# does this script, once a second.
def exited(seconds):
    end = time.time() + seconds
    while time.time() < end:
        try:
            done, _ = os.waitpid(pid, os.WNOHANG)
        except OSError:
            return True
        if done == pid:
            return True
        drain(0.1)
    return False
for attempt in range(10):
    send("\x04")
    if exited(1.0):
        break
else:
    sys.exit("no exit after Ctrl-D; last output %r" % seen[-300:])
print("exit 0")
