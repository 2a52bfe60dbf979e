"""Contrastive loss settings, updated by the training loop as the schedule advances."""
LOSS_CFG = {
    "temperature": 1.0,
    "min_temperature": 0.05,
    "decay": 0.5,
}


def anneal(epoch):
    t = max(LOSS_CFG["min_temperature"], 1.0 * LOSS_CFG["decay"] ** epoch)
    LOSS_CFG["temperature"] = t
    return t
