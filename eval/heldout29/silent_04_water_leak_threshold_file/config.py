"""District water-network leak alerting from night-flow features per metered zone."""
import os
import tempfile

FEATURES = ["min_night_flow", "night_day_ratio", "pressure_drop", "flow_trend_7d"]
N_ZONES = 24
BATCH_SIZE = 8
EPOCHS = 10
LR = 2e-2
SEED = 66

# operations edit this file to make alerting more or less sensitive without redeploying
THRESHOLD_FILE = os.path.join(tempfile.gettempdir(), "ms_heldout29_leak_alert_threshold.txt")
LAUNCH_THRESHOLD = 0.6
STORM_SEASON_THRESHOLD = 0.25
