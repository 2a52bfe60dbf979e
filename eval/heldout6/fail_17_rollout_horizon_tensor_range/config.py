SIM = {
    "num_particles": 6,
    "dt": 0.05,
    "horizon": 4,
    "gravity": -9.8,
    "damping": 0.02,
}
