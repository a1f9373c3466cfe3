"""`pyrite mcp` through the official Python MCP client SDK (the `mcp` package), over stdio.

Usage: client.py PYRITE [SERVER ARGS...]. Checks initialize, the tool list, a good script, a
failing script, a refused import, a limit and a client trying to raise a limit. Exits non-zero
(with the failed check) on any difference.
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
    print(f"mcp client: ok ({' '.join(args) or 'jail'})")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2:]))
