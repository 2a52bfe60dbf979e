NUM_VANS = 4
PARCEL_FEATURES = 6          # lat, lon, weight, volume, time-window start, time-window end
NUM_PARCELS = 64
EPOCHS = 4
LR = 0.05
START_TEMPERATURE = 2.0
ANNEAL = 0.4                 # temperature *= ANNEAL after every epoch
SEED = 3
