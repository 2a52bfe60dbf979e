class BlendSchedule:
    """Host-side ramp for the share of the learned forecast in the blended prediction."""

    def __init__(self, start, step):
        self.value = start
        self.step_size = step

    def current(self):
        return self.value

    def step(self):
        self.value = min(1.0, self.value + self.step_size)
