async def fetch(urls):
    results = [await get(u) for u in urls]
    async for item in stream():
        yield item
async def main():
    return [x async for x in aiter()]
