class MaskCurriculum:
    """Raise the masking rate by a fixed step after every epoch of pre-training."""

    def __init__(self, start, step, maximum):
        self.current = start
        self.step = step
        self.maximum = maximum

    def rate(self):
        return self.current

    def advance(self):
        self.current = min(self.current + self.step, self.maximum)
