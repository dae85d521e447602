//! What the master tests share with the master benchmark.

pub mod random_twin_cities;
