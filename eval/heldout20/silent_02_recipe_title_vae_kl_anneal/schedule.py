class KLAnnealer:
    """Linear KL warm-up (Bowman et al.): the weight grows from 0 to 1 over `warmup` epochs."""

    def __init__(self, warmup):
        self.warmup = warmup
        self.epoch = 0

    def step(self):
        self.epoch += 1

    def weight(self):
        return min(1.0, self.epoch / self.warmup)
