import mindspore.nn as nn
import mindspore.ops as ops


class LogMelFrontEnd(nn.Cell):
    """Log-band energies corrected by the calibration gain of the microphone currently being read."""

    gain_db = 0.0                         # set by the acquisition loop for each microphone

    def construct(self, band_power):
        db = 10.0 * ops.log10(band_power + 1e-10)
        return db - LogMelFrontEnd.gain_db  # ROOT


class AnomalyScorer(nn.Cell):
    def __init__(self, n_bands):
        super().__init__()
        self.frontend = LogMelFrontEnd()
        self.detector = nn.Dense(n_bands, 1)

    def construct(self, band_power):
        feats = self.frontend(band_power).mean(axis=1)       # (B, bands)
        return ops.sigmoid(self.detector(feats / 10.0)).squeeze(-1)
