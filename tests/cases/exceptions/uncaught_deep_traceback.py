def parse_line(line):
    key, value = line.split("=")
    return key, int(value)
def parse_all(lines):
    result = {}
    for line in lines:
        k, v = parse_line(line)
        result[k] = v
    return result
def main():
    print(parse_all(["a=1", "b=2"]))
    print(parse_all(["c=3", "d=four"]))
main()
