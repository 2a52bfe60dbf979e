"""SCADA-window VAE for wind-turbine anomaly detection, with linear KL annealing."""

SIGNALS = ["wind_speed", "rotor_rpm", "power_kw", "pitch_deg", "gearbox_temp", "nacelle_temp"]
LATENT = 3
HIDDEN = 16
KL_WARMUP_EPOCHS = 4       # beta ramps 0 -> 1 over these epochs

N_WINDOWS = 32
BATCH_SIZE = 16
EPOCHS = 5
LR = 5e-3
SEED = 15
