"""`pyrite mcp` through the official Python MCP client SDK (the `mcp` package), over stdio.

Usage: client.py PYRITE [SERVER ARGS...]. Checks initialize, the tool list, a good script, a
failing script, a refused import, a limit, a client trying to raise a limit, and sessions (the
server started with --max-sessions 2 --max-session-bytes 64KiB; in the jail each step is a
fresh child, the session crossing as a dump). Exits non-zero (with the failed check) on any
difference.
"""

import asyncio
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


def field(obj, snake, camel):
    """An attribute by its name in the SDK's 2.x (snake_case) or 1.x (camelCase) models."""
    return getattr(obj, snake) if hasattr(obj, snake) else getattr(obj, camel)


def is_error(result):
    return field(result, "is_error", "isError")


def structured(result):
    return field(result, "structured_content", "structuredContent")


def text(result):
    return "".join(getattr(c, "text", "") for c in result.content)


async def sessions(run):
    """Sessions, with the server started with --max-sessions 2 --max-session-bytes 64KiB."""
    first = await run({"code": "x = 41\ndef bump():\n    return x + 1\n", "session": "a"})
    assert not is_error(first), text(first)
    assert structured(first)["session"] == "a" and structured(first)["step"] == 1, structured(first)
    second = await run({"code": "bump()", "session": "a"})
    assert not is_error(second), text(second)
    assert structured(second)["result"] == 42 and structured(second)["step"] == 2, structured(second)

    failing = await run({"code": "y = 7\n1 / 0\n", "session": "a"})
    assert is_error(failing), text(failing)
    assert "ZeroDivisionError: division by zero" in text(failing), text(failing)
    after = await run({"code": "(x, y)", "session": "a"})
    assert structured(after)["result"] == [41, 7], structured(after)

    # A step's own limits: below the operator's caps, for that step only.
    spin = "x = 0\nwhile True:\n    x += 1\n"
    lowered = await run({"code": spin, "session": "a", "limits": {"max_instructions": 1000}})
    assert is_error(lowered) and structured(lowered)["rolled_back"] is True, structured(lowered)
    assert structured(lowered)["limit"] == "instructions", structured(lowered)
    assert "max_instructions 1000)" in text(lowered), text(lowered)
    raised = await run({"code": "1", "session": "a", "limits": {"max_instructions": 10**12}})
    assert is_error(raised) and "above the operator's cap" in text(raised), text(raised)
    deep = await run({"code": "1", "session": "a", "limits": {"max_recursion": 5}})
    assert is_error(deep) and "max_recursion cannot be given" in text(deep), text(deep)
    kept = await run({"code": "w = 5\nprint('ok')", "session": "a", "limits": {"max_output": 3}})
    assert not is_error(kept) and structured(kept)["step"] == 5, structured(kept)
    # The next step runs under the operator's caps again.
    limit = await run({"code": spin, "session": "a"})
    assert is_error(limit) and structured(limit)["rolled_back"] is True, structured(limit)
    assert "max_instructions 1000000)" in text(limit), text(limit)
    still = await run({"code": "(x, w)", "session": "a"})
    assert structured(still)["result"] == [41, 5], structured(still)

    assert structured(still)["step"] == 6, structured(still)

    big = await run({"code": "z = 1  # " + "x" * 70000 + "\n", "session": "a"})
    assert is_error(big) and structured(big)["rolled_back"] is True, structured(big)
    # The steps the session kept: the discarded one is not among them.
    assert structured(big)["step"] == 6, structured(big)
    assert "--max-session-bytes" in text(big), text(big)
    unbound = await run({"code": "z", "session": "a"})
    assert "NameError: name 'z' is not defined" in text(unbound), text(unbound)
    assert structured(unbound)["step"] == 7, structured(unbound)
    # Tracebacks name steps by the count run: the rolled-back limit counts, the discarded one
    # does not (its dump, where the count lives, was not kept).
    traced = await run({"code": "def g():\n    return 1 / 0\ng()\n", "session": "a"})
    assert 'File "<step 10>", line 3, in <module>' in text(traced), text(traced)

    other = await run({"code": "1", "session": "b"})
    assert not is_error(other), text(other)
    full = await run({"code": "1", "session": "c"})
    assert is_error(full) and "--max-sessions" in text(full), text(full)

    ended = await run({"code": "x", "session": "a", "end_session": True})
    assert structured(ended)["ended"] is True and structured(ended)["result"] == 41, structured(ended)
    fresh = await run({"code": "x", "session": "a"})
    assert "NameError: name 'x' is not defined" in text(fresh), text(fresh)
    one_shot = await run({"code": "x"})
    assert "NameError" in text(one_shot), text(one_shot)


async def main(pyrite, args):
    server = StdioServerParameters(command=pyrite, args=["mcp", *args])
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            assert field(init, "server_info", "serverInfo").name == "pyrite", init

            tools = (await session.list_tools()).tools
            names = [t.name for t in tools]
            assert names == ["run_python"], names
            assert "The Pyrite dialect" in tools[0].description

            async def run(arguments):
                return await session.call_tool("run_python", arguments)

            good = await run({"code": "print('hello', who)\nsum(xs)", "inputs": {"who": "mcp", "xs": [1, 2, 3]}})
            assert not is_error(good), text(good)
            assert structured(good)["stdout"] == "hello mcp\n", structured(good)
            assert structured(good)["result"] == 6, structured(good)
            assert structured(good)["stats"]["instructions"] > 0
            assert "hello mcp" in text(good)

            failing = await run({"code": "def f():\n    return {}['k']\nf()\n"})
            assert is_error(failing), text(failing)
            t = text(failing)
            assert "Traceback (most recent call last):" in t, t
            assert "KeyError: 'k'" in t, t

            refused = await run({"code": "import socket\n"})
            assert is_error(refused), text(refused)
            assert "socket" in text(refused), text(refused)

            limit = await run({"code": "x = 0\nwhile True:\n    x += 1\n", "limits": {"max_instructions": 10000}})
            assert is_error(limit), text(limit)
            assert structured(limit)["limit"] == "instructions", structured(limit)
            assert "max_instructions" in text(limit), text(limit)

            raised = await run({"code": "1", "limits": {"max_memory": 1 << 40}})
            assert is_error(raised), text(raised)
            assert "above the operator's cap" in text(raised), text(raised)

            await sessions(run)
    print(f"mcp client: ok ({' '.join(args) or 'jail'})")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2:]))
