SEED = 101
STATIONS = 6
LAGS = 8
EPOCHS = 3
# the forecast blends the network with the historical hourly profile; the network's share
# is ramped up every epoch as it earns trust on the validation weeks
BLEND_START = 0.2
BLEND_STEP = 0.3
