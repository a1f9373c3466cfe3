# An uncaught StatisticsError: its traceback's last line names statistics.StatisticsError.
import statistics

samples = {"a": [1.5, 2.5, 4.0], "b": [7]}
for name, xs in samples.items():
    print(name, statistics.mean(xs), statistics.stdev(xs))
