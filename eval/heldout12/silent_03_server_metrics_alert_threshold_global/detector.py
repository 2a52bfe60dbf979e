import numpy as np
from mindspore import nn, ops

ALERT_THRESHOLD = 6.0   # in robust z-score units; re-estimated from recent traffic


def recalibrate(recent_scores, target_alert_rate=0.02):
    """Move the alert threshold so that about `target_alert_rate` of recent points alert."""
    global ALERT_THRESHOLD
    ALERT_THRESHOLD = float(np.quantile(recent_scores, 1.0 - target_alert_rate))
    return ALERT_THRESHOLD


class LatencyForecaster(nn.Cell):
    """Predicts the next latency value of each host from its previous `context` values."""

    def __init__(self, context, hidden=32):
        super().__init__()
        self.mlp = nn.SequentialCell(nn.Dense(context, hidden), nn.Tanh(), nn.Dense(hidden, 1))

    def construct(self, history):
        return self.mlp(history).squeeze(-1)


class AlertCell(nn.Cell):
    def __init__(self, forecaster):
        super().__init__()
        self.forecaster = forecaster

    def construct(self, history, actual, scale):
        score = ops.abs(actual - self.forecaster(history)) / scale
        alerts = score > ALERT_THRESHOLD  # ROOT
        return score, alerts.astype(score.dtype).sum()
