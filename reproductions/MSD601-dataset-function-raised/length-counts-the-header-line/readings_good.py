import numpy as np

CSV = """station,temperature,humidity,rain
a,21.5,0.40,0
b,19.0,0.80,1
c,23.1,0.35,0
d,18.2,0.90,1
e,20.4,0.55,0
"""


class WeatherRows:
    def __init__(self, text):
        self.raw = text.strip().split("\n")
        rows = [line.split(",") for line in self.raw[1:]]
        self.inputs = np.array([[float(v) for v in row[1:3]] for row in rows], np.float32)
        self.rain = np.array([int(row[3]) for row in rows], np.int32)

    def __getitem__(self, index):
        return self.inputs[index], self.rain[index]

    def __len__(self):
        return len(self.inputs)
