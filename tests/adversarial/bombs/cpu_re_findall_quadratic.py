# A search that reads to the end of the haystack at every position charges for what it reads.
# expect: limit instructions
# limits: max_instructions=20000000
import re
print(len(re.findall(r"\w*b|a", "a" * 200000)))
