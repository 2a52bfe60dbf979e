"""Encoder settings, shared by training and export."""
ENCODER = {
    "width": 16,
    "attention_options": {
        "clip": 5.0,
    },
}
