"""Semiconductor wafer-map defect patterns (WM-811K style), tiny synthetic version."""

CFG = {
    "patterns": ["none", "center", "edge_ring", "scratch", "donut"],
    "map_size": 24,
    "train_maps": 80,
    "val_maps": 30,
    "batch_size": 10,
    "epochs": 2,
    "lr": 2e-3,
    "metrics": {"accuracy"},
    "seed": 12,
}
