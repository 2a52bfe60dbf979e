import config


def new_meter():
    return {"frames": 0}


def invoice(meter):
    seconds = meter["frames"] * config.FRAME_MS / 1000.0
    return seconds, round(seconds / 60.0 * config.PRICE_PER_MINUTE, 6)
