def target_scaling(power_kw):
    return {"power_mean": power_kw.mean(), "power_std": power_kw.std()}  # ROOT


def scale(power_kw, stats):
    return (power_kw - stats["power_mean"]) / stats["power_std"]
