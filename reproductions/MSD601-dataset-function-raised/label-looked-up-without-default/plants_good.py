"""Leaf-disease photos listed with their folder names; the class ids come from a mapping of the
folders the training list was built from."""
import numpy as np

CLASSES = {"healthy": 0, "rust": 1, "scab": 2}

RECORDS = [("leaf_001", "healthy"), ("leaf_002", "rust"), ("leaf_003", "scab"),
           ("leaf_004", "powdery_mildew"), ("leaf_005", "rust"), ("leaf_006", "healthy")]


class LeafPhotos:
    def __init__(self, records, classes):
        self.records = records
        self.classes = classes

    def __len__(self):
        return len(self.records)

    def __getitem__(self, index):
        name, folder = self.records[index]
        label = self.classes.get(folder, len(self.classes))
        pixels = np.full((3, 8, 8), index / 10.0, np.float32)
        return pixels, np.int32(label)
