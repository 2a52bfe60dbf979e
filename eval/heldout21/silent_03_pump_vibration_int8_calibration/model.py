from mindspore import nn

from observers import MinMaxObserver


class VibrationEncoder(nn.Cell):
    """Maps an FFT frame of a pump accelerometer to a 16-d health embedding."""

    def __init__(self, n_bins=32):
        super().__init__()
        self.fc1 = nn.Dense(n_bins, 24, activation="relu")
        self.fc2 = nn.Dense(24, 16)
        self.act_observer = MinMaxObserver("fc1_out")
        self.calibrating = True

    def construct(self, x):
        h = self.fc1(x)
        if self.calibrating:
            self.act_observer.update(h)  # ROOT
        return self.fc2(h)
